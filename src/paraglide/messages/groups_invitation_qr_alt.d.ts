/**
* | output |
* | --- |
* | "QR code that opens the Family page with this group's code filled in" |
*
* @param {Groups_Invitation_Qr_AltInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_invitation_qr_alt: ((inputs?: Groups_Invitation_Qr_AltInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Invitation_Qr_AltInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Invitation_Qr_AltInputs = {};
