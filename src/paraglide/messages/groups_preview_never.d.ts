/**
* | output |
* | --- |
* | "Nothing else: not your name or e-mail, and nothing else your child learns on this site." |
*
* @param {Groups_Preview_NeverInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_preview_never: ((inputs?: Groups_Preview_NeverInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Preview_NeverInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Preview_NeverInputs = {};
