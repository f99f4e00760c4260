/**
* | n | output |
* | --- | --- |
* | "one" | "Kept for offline: 1 chapter." |
* | "other" | "Kept for offline: {count} chapters." |
*
* @param {Bible_Keep_KeptInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_keep_kept: ((inputs: Bible_Keep_KeptInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bible_Keep_KeptInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bible_Keep_KeptInputs = {
    count: NonNullable<unknown>;
};
