/**
* | output |
* | --- |
* | "Key Verses" |
*
* @param {Devotionals_Key_VersesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_key_verses: ((inputs?: Devotionals_Key_VersesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Key_VersesInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Key_VersesInputs = {};
