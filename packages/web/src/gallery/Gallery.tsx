import type { GalleryPhoto } from "@redline/api"
import { CARD_IMAGE, PHOTO_SECTIONS } from "@redline/domain"
import { type galleryMachine, type GallerySection, photoCounter } from "@redline/machines"
import { useSelector } from "@xstate/react"
import { type KeyboardEvent, type PointerEvent, useEffect, useRef } from "react"
import type { ActorRefFrom } from "xstate"
import { Dialog } from "../ui/Dialog.tsx"
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon, ExpandIcon, GridIcon, ShrinkIcon } from "../ui/icons.tsx"
import { useScrollEdges } from "../ui/useScrollEdges.ts"
import { galleryImageUrl, galleryThumbnailUrl, PRELOAD } from "./galleryImage.ts"
import "./Gallery.css"

type GalleryActor = ActorRefFrom<typeof galleryMachine>

interface GalleryProps {
  readonly actor: GalleryActor
  /** The same photos, in the same order, as the machine's. */
  readonly photos: ReadonlyArray<GalleryPhoto>
  readonly title: string
}

const SECTION_NAMES: Readonly<Record<GallerySection, string>> = {
  exterior: "Exterior",
  interior: "Interior",
  mechanical: "Mechanical",
  docs: "Docs",
  other: "Other",
  all: "All"
}

/** A flick faster than this (px per ms) moves one photo (spec 1 §9 'swipe threshold velocity 0.3'). */
const SWIPE_VELOCITY = 0.3
const SWIPE_DISTANCE = 30

/** The photo gallery over the page, while the gallery machine is open. */
export function Gallery({ actor, photos, title }: GalleryProps) {
  const open = useSelector(actor, (snapshot) => !snapshot.matches("closed"))
  return open ? <GalleryDialog actor={actor} photos={photos} title={title} /> : null
}

function GalleryDialog({ actor, photos, title }: GalleryProps) {
  const context = useSelector(actor, (snapshot) => snapshot.context)
  const allView = useSelector(actor, (snapshot) => snapshot.matches({ open: "all" }))
  const frame = useRef<HTMLDivElement>(null)
  const swipe = useRef<{ x: number; at: number } | null>(null)
  const [sectionsRef, sectionEdges] = useScrollEdges<HTMLUListElement>()
  const { index, section, fullscreen } = context
  const photo = photos[index]

  // the machine decides; the browser's fullscreen follows it, and tells it when the user left by other means
  useEffect(() => {
    const element = frame.current
    if (fullscreen && element !== null && document.fullscreenElement !== element) {
      element.requestFullscreen?.().catch(() => actor.send({ type: "FULLSCREEN_EXITED" }))
    } else if (!fullscreen && document.fullscreenElement) {
      void document.exitFullscreen().catch(() => undefined)
    }
  }, [fullscreen, actor])
  useEffect(() => {
    const left = () => {
      if (document.fullscreenElement === null) actor.send({ type: "FULLSCREEN_EXITED" })
    }
    document.addEventListener("fullscreenchange", left)
    return () => {
      document.removeEventListener("fullscreenchange", left)
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined)
    }
  }, [actor])

  useEffect(() => {
    if (allView) return
    for (let near = index - PRELOAD.before; near <= index + PRELOAD.after; near++) {
      const neighbour = near === index ? undefined : photos[near]
      if (neighbour !== undefined) new Image().src = galleryImageUrl(neighbour)
    }
  }, [index, allView, photos])

  const sections = [...PHOTO_SECTIONS.filter((name) => photos.some((each) => each.section === name)), "all" as const]
  const countOf = (name: GallerySection) => (name === "all" ? photos.length : photos.filter((each) => each.section === name).length)

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      event.preventDefault()
      actor.send({ type: "KEY", key: event.key })
    }
  }
  const onPointerDown = (event: PointerEvent) => {
    swipe.current = { x: event.clientX, at: event.timeStamp }
  }
  const onPointerUp = (event: PointerEvent) => {
    const start = swipe.current
    swipe.current = null
    if (start === null) return
    const distance = event.clientX - start.x
    const velocity = Math.abs(distance) / Math.max(1, event.timeStamp - start.at)
    if (Math.abs(distance) >= SWIPE_DISTANCE && velocity >= SWIPE_VELOCITY) {
      actor.send({ type: distance < 0 ? "NEXT" : "PREVIOUS" })
    }
  }

  return (
    <Dialog label={`Photos of ${title}`} onClose={() => actor.send({ type: "CLOSE" })} className="gallery">
      <div ref={frame} className="gallery__frame" onKeyDown={onKeyDown}>
        <div className="gallery__bar">
          <ul
            ref={sectionsRef}
            className="gallery__sections"
            aria-label="Photo sections"
            data-more-before={sectionEdges.before ? "" : undefined}
            data-more-after={sectionEdges.after ? "" : undefined}
          >
            {sections.map((name) => (
              <li key={name}>
                <button
                  type="button"
                  className="gallery__section"
                  aria-pressed={section === name}
                  onClick={() => actor.send({ type: "SHOW_SECTION", section: name })}
                >
                  {name === "all" && <GridIcon width="16" height="16" />}
                  {SECTION_NAMES[name]} <span className="gallery__section-count">{countOf(name)}</span>
                </button>
              </li>
            ))}
          </ul>
          <div className="gallery__tools">
            {!allView && (
              <p className="gallery__counter" aria-live="polite">
                {photoCounter(context)}
              </p>
            )}
            <button
              type="button"
              className="gallery__tool"
              aria-pressed={fullscreen}
              aria-label="Full screen"
              onClick={() => actor.send({ type: "TOGGLE_FULLSCREEN" })}
            >
              {fullscreen ? <ShrinkIcon width="22" height="22" /> : <ExpandIcon width="22" height="22" />}
            </button>
            <button
              type="button"
              className="gallery__tool"
              aria-label="Close gallery"
              autoFocus
              onClick={() => actor.send({ type: "CLOSE" })}
            >
              <CloseIcon width="24" height="24" />
            </button>
          </div>
        </div>

        {allView ? (
          <div className="gallery__all">
            <button type="button" className="gallery__back" onClick={() => actor.send({ type: "BACK" })}>
              <ChevronLeftIcon width="18" height="18" /> Back
            </button>
            {PHOTO_SECTIONS.filter((name) => countOf(name) > 0).map((name) => (
              <section key={name} className="gallery__group" aria-label={SECTION_NAMES[name]}>
                <h2 className="gallery__group-heading">{SECTION_NAMES[name]}</h2>
                <ul className="gallery__grid">
                  {photos.map((each, position) =>
                    each.section === name ? (
                      <li key={each.id}>
                        <button type="button" className="gallery__thumb" onClick={() => actor.send({ type: "SELECT", index: position })}>
                          <img
                            src={galleryThumbnailUrl(each)}
                            alt={`${title}, photo ${position + 1} of ${photos.length}`}
                            width={CARD_IMAGE.width}
                            height={Math.round((CARD_IMAGE.width * each.height) / each.width)}
                            loading="lazy"
                            decoding="async"
                          />
                        </button>
                      </li>
                    ) : null
                  )}
                </ul>
              </section>
            ))}
          </div>
        ) : (
          photo !== undefined && (
            <div
              className="gallery__stage"
              onPointerDown={onPointerDown}
              onPointerUp={onPointerUp}
              onPointerCancel={() => (swipe.current = null)}
            >
              <img
                key={photo.id}
                className="gallery__photo"
                src={galleryImageUrl(photo)}
                alt={`${title}, ${SECTION_NAMES[photo.section].toLowerCase()} photo ${index + 1} of ${photos.length}`}
                width={photo.width}
                height={photo.height}
                // the small copy, likely loaded already, stands in until the full size arrives
                style={{ backgroundImage: `url("${galleryThumbnailUrl(photo)}")` }}
                draggable={false}
              />
              <button
                type="button"
                className="gallery__step gallery__step--previous"
                aria-label="Previous photo"
                disabled={index === 0}
                onClick={() => actor.send({ type: "PREVIOUS" })}
              >
                <ChevronLeftIcon width="28" height="28" />
              </button>
              <button
                type="button"
                className="gallery__step gallery__step--next"
                aria-label="Next photo"
                disabled={index === photos.length - 1}
                onClick={() => actor.send({ type: "NEXT" })}
              >
                <ChevronRightIcon width="28" height="28" />
              </button>
            </div>
          )
        )}
      </div>
    </Dialog>
  )
}
