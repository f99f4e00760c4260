/**
* | output |
* | --- |
* | "Failed to copy to clipboard" |
*
* @param {Devotionals_Copy_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_copy_failed_text: ((inputs?: Devotionals_Copy_Failed_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Copy_Failed_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Copy_Failed_TextInputs = {};
