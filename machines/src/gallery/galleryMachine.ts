import { PHOTO_SECTIONS, type PhotoSection } from "@redline/domain"
import { assign, setup } from "xstate"

/** What the gallery needs of a photo; the app keeps the rest (its address) in the same order. */
export interface GalleryPhoto {
  readonly section: PhotoSection
  readonly width: number | null
  readonly height: number | null
}

/** The photo sections, and 'all': the overview of every photo (spec 1 §2 'Photo gallery'). */
export type GallerySection = PhotoSection | "all"

export const GALLERY_SECTIONS: ReadonlyArray<GallerySection> = [...PHOTO_SECTIONS, "all"]

/** A photo of the single-photo view: where Back from the 'all' view returns to. */
export interface GalleryPlace {
  readonly index: number
  readonly section: PhotoSection
}

export interface GalleryContext {
  /** In gallery order (`inGalleryOrder`): each section's photos together, sections in the spec's order. */
  readonly photos: ReadonlyArray<GalleryPhoto>
  /** The shown photo's position in `photos`. */
  readonly index: number
  /** The shown photo's section, or 'all' in the overview. */
  readonly section: GallerySection
  /** The photo the 'all' view opened over; null when the gallery opened in it. */
  readonly previous: GalleryPlace | null
  readonly fullscreen: boolean
}

export interface GalleryInput {
  readonly photos: ReadonlyArray<GalleryPhoto>
}

export type GalleryEvent =
  | { readonly type: "OPEN"; readonly index: number }
  | { readonly type: "OPEN_ALL" }
  | { readonly type: "NEXT" }
  | { readonly type: "PREVIOUS" }
  /** A key pressed in the gallery; the left and right arrows move one photo. */
  | { readonly type: "KEY"; readonly key: string }
  /** A section tab: its first photo, or the 'all' view. */
  | { readonly type: "SHOW_SECTION"; readonly section: GallerySection }
  /** A photo picked in the 'all' view. */
  | { readonly type: "SELECT"; readonly index: number }
  | { readonly type: "BACK" }
  | { readonly type: "TOGGLE_FULLSCREEN" }
  /** The browser left fullscreen by itself (its own Escape, a tab switch). */
  | { readonly type: "FULLSCREEN_EXITED" }
  | { readonly type: "CLOSE" }

/** Each section's photos together, sections in the spec's order, the order within a section kept. */
export function inGalleryOrder<P extends GalleryPhoto>(photos: ReadonlyArray<P>): P[] {
  const rank = (photo: P) => PHOTO_SECTIONS.indexOf(photo.section)
  return photos
    .map((photo, position) => ({ photo, position }))
    .sort((a, b) => rank(a.photo) - rank(b.photo) || a.position - b.position)
    .map(({ photo }) => photo)
}

/** 'n of total' (spec 1 §2). */
export function photoCounter(context: GalleryContext): string {
  return `${context.index + 1} of ${context.photos.length}`
}

/** The left and right arrows move one photo; every other key, none. */
const keyStep = (key: string): number => (key === "ArrowLeft" ? -1 : key === "ArrowRight" ? 1 : 0)

/** A photo is drawn at its own proportions, so one without a known size can't be shown (spec 1 §2). */
const isShowable = (photo: GalleryPhoto | undefined): boolean => photo !== undefined && (photo.width ?? 0) > 0 && (photo.height ?? 0) > 0

const isPhotoIndex = (photos: ReadonlyArray<GalleryPhoto>, index: number): boolean =>
  Number.isInteger(index) && index >= 0 && index < photos.length

const placeAt = (photos: ReadonlyArray<GalleryPhoto>, index: number): GalleryPlace => ({
  index,
  section: photos[index]?.section ?? PHOTO_SECTIONS[0]
})

const firstOf = (photos: ReadonlyArray<GalleryPhoto>, section: GallerySection): number =>
  photos.findIndex((photo) => photo.section === section)

/**
 * The photo gallery (spec 1 §2): one photo at a time, or the 'all' view of every photo.
 * Previous and next (buttons, or the left and right keys outside the 'all' view) move one photo
 * and stop at either end. A section tab jumps to that section's first photo; Back from the 'all'
 * view returns to the photo and section it opened over. A photo without a known size closes
 * the gallery. Fullscreen is a flag the app carries out.
 */
export const galleryMachine = setup({
  types: {
    context: {} as GalleryContext,
    events: {} as GalleryEvent,
    input: {} as GalleryInput
  },
  guards: {
    isPhoto: ({ context }, params: { index: number }) => isPhotoIndex(context.photos, params.index),
    hasPhotos: ({ context }) => context.photos.length > 0,
    canMove: ({ context }, params: { by: number }) => params.by !== 0 && isPhotoIndex(context.photos, context.index + params.by),
    hasSection: ({ context }, params: { section: GallerySection }) => firstOf(context.photos, params.section) >= 0,
    shownPhotoUnsized: ({ context }) => !isShowable(context.photos[context.index]),
    openedOverPhoto: ({ context }) => context.previous !== null
  },
  actions: {
    show: assign(({ context }, params: { index: number }) => ({ ...placeAt(context.photos, params.index), previous: null })),
    move: assign(({ context }, params: { by: number }) => placeAt(context.photos, context.index + params.by)),
    showFirstOf: assign(({ context }, params: { section: GallerySection }) => ({
      ...placeAt(context.photos, firstOf(context.photos, params.section)),
      previous: null
    })),
    coverWithAll: assign(({ context }) => ({ previous: placeAt(context.photos, context.index), section: "all" as const })),
    returnToPrevious: assign(({ context }) => ({ ...(context.previous ?? placeAt(context.photos, 0)), previous: null })),
    leaveFullscreen: assign({ fullscreen: false })
  }
}).createMachine({
  id: "gallery",
  context: ({ input }) => ({ photos: input.photos, ...placeAt(input.photos, 0), previous: null, fullscreen: false }),
  initial: "closed",
  states: {
    closed: {
      entry: ["leaveFullscreen", assign({ previous: null })],
      on: {
        OPEN: {
          guard: { type: "isPhoto", params: ({ event }) => ({ index: event.index }) },
          target: "open.photo",
          actions: { type: "show", params: ({ event }) => ({ index: event.index }) }
        },
        OPEN_ALL: { guard: "hasPhotos", target: "open.all", actions: assign({ section: "all" }) }
      }
    },
    open: {
      initial: "photo",
      on: {
        CLOSE: "closed",
        TOGGLE_FULLSCREEN: { actions: assign({ fullscreen: ({ context }) => !context.fullscreen }) },
        FULLSCREEN_EXITED: { actions: "leaveFullscreen" }
      },
      states: {
        photo: {
          always: { guard: "shownPhotoUnsized", target: "#gallery.closed" },
          on: {
            PREVIOUS: { guard: { type: "canMove", params: { by: -1 } }, actions: { type: "move", params: { by: -1 } } },
            NEXT: { guard: { type: "canMove", params: { by: 1 } }, actions: { type: "move", params: { by: 1 } } },
            KEY: {
              guard: { type: "canMove", params: ({ event }) => ({ by: keyStep(event.key) }) },
              actions: { type: "move", params: ({ event }) => ({ by: keyStep(event.key) }) }
            },
            SHOW_SECTION: [
              { guard: ({ event }) => event.section === "all", target: "all", actions: "coverWithAll" },
              {
                guard: { type: "hasSection", params: ({ event }) => ({ section: event.section }) },
                actions: { type: "showFirstOf", params: ({ event }) => ({ section: event.section }) }
              }
            ]
          }
        },
        // an overview: the arrow keys have no photo to move here
        all: {
          on: {
            SELECT: {
              guard: { type: "isPhoto", params: ({ event }) => ({ index: event.index }) },
              target: "photo",
              actions: { type: "show", params: ({ event }) => ({ index: event.index }) }
            },
            SHOW_SECTION: {
              guard: { type: "hasSection", params: ({ event }) => ({ section: event.section }) },
              target: "photo",
              actions: { type: "showFirstOf", params: ({ event }) => ({ section: event.section }) }
            },
            BACK: [{ guard: "openedOverPhoto", target: "photo", actions: "returnToPrevious" }, { target: "#gallery.closed" }]
          }
        }
      }
    }
  }
})
