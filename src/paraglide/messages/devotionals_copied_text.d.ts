/**
* | output |
* | --- |
* | "Share text copied to clipboard!" |
*
* @param {Devotionals_Copied_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_copied_text: ((inputs?: Devotionals_Copied_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Copied_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Copied_TextInputs = {};
