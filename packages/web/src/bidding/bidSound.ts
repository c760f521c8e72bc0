let audio: AudioContext | null = null

/** Bid sounds are for desktops (spec 1 §4): a pointer that hovers, not a phone in a pocket. */
export const isDesktop = (): boolean => window.matchMedia("(hover: hover) and (pointer: fine)").matches

/**
 * A short rising two-note chime, made on the spot with Web Audio so there is no sound file to
 * load. Browsers keep audio silent until the page has been interacted with; then it plays.
 */
export function playBidSound(): void {
  if (typeof AudioContext === "undefined") return
  audio ??= new AudioContext()
  if (audio.state === "suspended") void audio.resume().catch(() => undefined)
  const start = audio.currentTime
  for (const [offset, frequency] of [[0, 880], [0.09, 1320]] as const) {
    const tone = audio.createOscillator()
    const volume = audio.createGain()
    tone.type = "sine"
    tone.frequency.value = frequency
    volume.gain.setValueAtTime(0.0001, start + offset)
    volume.gain.exponentialRampToValueAtTime(0.18, start + offset + 0.01)
    volume.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.14)
    tone.connect(volume).connect(audio.destination)
    tone.start(start + offset)
    tone.stop(start + offset + 0.15)
  }
}
