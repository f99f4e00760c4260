/**
* | output |
* | --- |
* | "What the leaders of this group will see:" |
*
* @param {Groups_Preview_SeesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_preview_sees: ((inputs?: Groups_Preview_SeesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Preview_SeesInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Preview_SeesInputs = {};
