import { renderSVG } from 'uqr';

/** The address a group's invitation points parents to: the family page with the code filled in. */
export function joinLink(siteUrl: URL, code: string): string {
  return new URL(`/family/?code=${encodeURIComponent(code)}`, siteUrl).href;
}

/** The invitation's QR code as SVG, made on the server (uqr: no canvas, no DOM, no dependencies). */
export function invitationQrSvg(siteUrl: URL, code: string): string {
  return renderSVG(joinLink(siteUrl, code), { ecc: 'M', pixelSize: 8, border: 2 });
}
