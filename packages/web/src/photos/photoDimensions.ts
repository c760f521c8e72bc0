/**
 * The picked image's size in pixels, as the browser decodes it. A file it cannot decode (HEIC
 * outside Safari, mostly) reads as 0×0 and is uploaded anyway when it has any bytes (spec 2 §4
 * 'Uploader'): the server decodes it and has the last word.
 */
export async function photoDimensions(file: Blob): Promise<{ readonly width: number; readonly height: number }> {
  try {
    const bitmap = await createImageBitmap(file)
    const size = { width: bitmap.width, height: bitmap.height }
    bitmap.close()
    return size
  } catch {
    return { width: 0, height: 0 }
  }
}
