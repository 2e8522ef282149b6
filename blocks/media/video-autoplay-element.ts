/** Starts a muted video when autoplay is on; a refused play() is logged, never shown. */
export class VideoAutoplayElement extends HTMLElement {
  connectedCallback() {
    const video = this.querySelector('video');
    if (!video || this.dataset.autoplay !== 'true') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    video.muted = true;
    video.play().catch((error: unknown) => console.warn('[video] autoplay failed:', error));
  }
}
