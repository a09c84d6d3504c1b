/** sharp (libvips) is loaded on the first image upload, not at server start. */
export async function loadSharp() {
  return (await import("sharp")).default;
}
