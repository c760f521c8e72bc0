import { describe, expect, it } from "vitest"
import { initialTransition, transition } from "xstate"
import { type GalleryEvent, type GalleryPhoto, galleryMachine, inGalleryOrder, photoCounter } from "../../src/index.ts"

const photo = (section: GalleryPhoto["section"], size: Partial<GalleryPhoto> = {}): GalleryPhoto => ({
  section,
  width: 1500,
  height: 1000,
  ...size
})

/** Two exterior, one interior, two mechanical photos and one document. */
const photos = [photo("exterior"), photo("exterior"), photo("interior"), photo("mechanical"), photo("mechanical"), photo("docs")]

/** The snapshot after `events`, computed without running an actor. */
const after = (events: ReadonlyArray<GalleryEvent>, input = { photos }) => {
  let [snapshot] = initialTransition(galleryMachine, input)
  for (const event of events) [snapshot] = transition(galleryMachine, snapshot, event)
  return snapshot
}

const place = (snapshot: ReturnType<typeof after>) => ({
  view: snapshot.value,
  index: snapshot.context.index,
  section: snapshot.context.section,
  counter: photoCounter(snapshot.context)
})

describe("the gallery", () => {
  it("starts closed and opens at a start photo", () => {
    expect(after([]).value).toBe("closed")
    expect(place(after([{ type: "OPEN", index: 2 }]))).toEqual({
      view: { open: "photo" },
      index: 2,
      section: "interior",
      counter: "3 of 6"
    })
  })

  it("opens in the 'all' view", () => {
    expect(place(after([{ type: "OPEN_ALL" }]))).toMatchObject({ view: { open: "all" }, section: "all" })
  })

  it("doesn't open at a photo it doesn't have", () => {
    expect(after([{ type: "OPEN", index: 6 }]).value).toBe("closed")
    expect(after([{ type: "OPEN_ALL" }], { photos: [] }).value).toBe("closed")
  })
})

describe("previous and next", () => {
  it("move one photo, across sections, and 'n of total' follows", () => {
    const moved = after([{ type: "OPEN", index: 1 }, { type: "NEXT" }])
    expect(place(moved)).toMatchObject({ index: 2, section: "interior", counter: "3 of 6" })
    expect(place(after([{ type: "OPEN", index: 1 }, { type: "NEXT" }, { type: "PREVIOUS" }, { type: "PREVIOUS" }]))).toMatchObject({
      index: 0,
      section: "exterior",
      counter: "1 of 6"
    })
  })

  it("stop at either end: no looping", () => {
    expect(after([{ type: "OPEN", index: 0 }, { type: "PREVIOUS" }]).context.index).toBe(0)
    expect(after([{ type: "OPEN", index: 5 }, { type: "NEXT" }]).context.index).toBe(5)
  })

  it("answer the left and right arrow keys, and no other key", () => {
    const keys = (...keys: string[]) => after([{ type: "OPEN", index: 2 }, ...keys.map((key) => ({ type: "KEY" as const, key }))])
    expect(keys("ArrowRight").context.index).toBe(3)
    expect(keys("ArrowLeft").context.index).toBe(1)
    expect(keys("ArrowUp", "Enter", "a").context.index).toBe(2)
    expect(keys("ArrowRight", "ArrowRight", "ArrowRight", "ArrowRight").context.index).toBe(5)
  })

  it("ignore the arrow keys in the 'all' view", () => {
    const snapshot = after([
      { type: "OPEN", index: 2 },
      { type: "SHOW_SECTION", section: "all" },
      { type: "KEY", key: "ArrowRight" }
    ])
    expect(place(snapshot)).toMatchObject({ view: { open: "all" }, index: 2, section: "all" })
  })
})

describe("sections", () => {
  it("jump to a section's first photo", () => {
    expect(
      place(
        after([
          { type: "OPEN", index: 0 },
          { type: "SHOW_SECTION", section: "mechanical" }
        ])
      )
    ).toMatchObject({
      index: 3,
      section: "mechanical",
      counter: "4 of 6"
    })
  })

  it("without photos are not gone to", () => {
    expect(
      place(
        after([
          { type: "OPEN", index: 1 },
          { type: "SHOW_SECTION", section: "other" }
        ])
      )
    ).toMatchObject({
      index: 1,
      section: "exterior"
    })
  })

  it("'all' returns to the previous index and section on Back", () => {
    const snapshot = after([{ type: "OPEN", index: 4 }, { type: "SHOW_SECTION", section: "all" }, { type: "BACK" }])
    expect(place(snapshot)).toEqual({ view: { open: "photo" }, index: 4, section: "mechanical", counter: "5 of 6" })
  })

  it("'all' opens the photo picked in it, or a section's first", () => {
    const all = [{ type: "OPEN_ALL" }] as const
    expect(place(after([...all, { type: "SELECT", index: 5 }]))).toMatchObject({ view: { open: "photo" }, index: 5, section: "docs" })
    expect(place(after([...all, { type: "SHOW_SECTION", section: "interior" }]))).toMatchObject({ index: 2, section: "interior" })
  })

  it("Back from an 'all' view the gallery opened in closes it", () => {
    expect(after([{ type: "OPEN_ALL" }, { type: "BACK" }]).value).toBe("closed")
  })
})

describe("fullscreen", () => {
  it("toggles, and ends when the browser leaves it or the gallery closes", () => {
    expect(after([{ type: "OPEN", index: 0 }, { type: "TOGGLE_FULLSCREEN" }]).context.fullscreen).toBe(true)
    expect(after([{ type: "OPEN", index: 0 }, { type: "TOGGLE_FULLSCREEN" }, { type: "TOGGLE_FULLSCREEN" }]).context.fullscreen).toBe(false)
    expect(after([{ type: "OPEN", index: 0 }, { type: "TOGGLE_FULLSCREEN" }, { type: "FULLSCREEN_EXITED" }]).context.fullscreen).toBe(false)
    const reopened = after([{ type: "OPEN", index: 0 }, { type: "TOGGLE_FULLSCREEN" }, { type: "CLOSE" }, { type: "OPEN", index: 0 }])
    expect(reopened.context.fullscreen).toBe(false)
  })
})

describe("a photo without a known size", () => {
  const unsized = [photo("exterior"), photo("exterior", { width: null }), photo("interior", { height: 0 })]

  it("closes the gallery when it would be shown", () => {
    expect(after([{ type: "OPEN", index: 0 }, { type: "NEXT" }], { photos: unsized }).value).toBe("closed")
    expect(after([{ type: "OPEN", index: 2 }], { photos: unsized }).value).toBe("closed")
    expect(after([{ type: "OPEN_ALL" }, { type: "SELECT", index: 1 }], { photos: unsized }).value).toBe("closed")
  })

  it("doesn't matter while it isn't shown", () => {
    expect(after([{ type: "OPEN", index: 0 }], { photos: unsized }).value).toEqual({ open: "photo" })
    expect(after([{ type: "OPEN_ALL" }], { photos: unsized }).value).toEqual({ open: "all" })
  })
})

describe("inGalleryOrder", () => {
  it("groups each section's photos in the spec's order, keeping their order within it", () => {
    const mixed = [
      { ...photo("docs"), id: 1 },
      { ...photo("exterior"), id: 2 },
      { ...photo("other"), id: 3 },
      { ...photo("exterior"), id: 4 },
      { ...photo("interior"), id: 5 }
    ]
    expect(inGalleryOrder(mixed).map((p) => p.id)).toEqual([2, 4, 5, 1, 3])
  })
})
