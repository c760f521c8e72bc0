let audio: AudioContext | null = null

/** Notes as [start offset in seconds, frequency in Hz, length in seconds]. */
type Note = readonly [number, number, number]

/**
 * Plays notes made on the spot with Web Audio, so there is no sound file to load. Browsers keep
 * audio silent until the page has been interacted with; then it plays.
 */
function chime(notes: ReadonlyArray<Note>): void {
  if (typeof AudioContext === "undefined") return
  audio ??= new AudioContext()
  if (audio.state === "suspended") void audio.resume().catch(() => undefined)
  const start = audio.currentTime
  for (const [offset, frequency, length] of notes) {
    const tone = audio.createOscillator()
    const volume = audio.createGain()
    tone.type = "sine"
    tone.frequency.value = frequency
    volume.gain.setValueAtTime(0.0001, start + offset)
    volume.gain.exponentialRampToValueAtTime(0.18, start + offset + 0.01)
    volume.gain.exponentialRampToValueAtTime(0.0001, start + offset + length - 0.01)
    tone.connect(volume).connect(audio.destination)
    tone.start(start + offset)
    tone.stop(start + offset + length)
  }
}

/** A new bid: a short rising two-note chime. */
export function playBidSound(): void {
  chime([
    [0, 880, 0.15],
    [0.09, 1320, 0.15]
  ])
}

/** A sold end: three rising notes, the last held, so it can't be taken for another bid. */
export function playSoldSound(): void {
  chime([
    [0, 660, 0.16],
    [0.12, 880, 0.16],
    [0.24, 1320, 0.5]
  ])
}
