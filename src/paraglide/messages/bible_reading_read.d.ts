/**
* | output |
* | --- |
* | "Read {reference}" |
*
* @param {Bible_Reading_ReadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_reading_read: ((inputs: Bible_Reading_ReadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bible_Reading_ReadInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bible_Reading_ReadInputs = {
    reference: NonNullable<unknown>;
};
