import { UGC_UPLOAD_MAX_BYTES } from '../../schemas/commerce/ugc-limits';

/** The longest side a photo is scaled to when it is over the upload cap (the API keeps 1600 px anyway). */
const SCALED_SIDE = 2048;

function base64Of(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** A photo file as the upload call takes it (base64); one over UGC_UPLOAD_MAX_BYTES is scaled down to a JPEG first. */
export async function photoForUpload(file: File): Promise<string> {
  if (file.size <= UGC_UPLOAD_MAX_BYTES || typeof createImageBitmap !== 'function') return base64Of(await file.arrayBuffer());
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, SCALED_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
  return base64Of(await (blob ?? file).arrayBuffer());
}
