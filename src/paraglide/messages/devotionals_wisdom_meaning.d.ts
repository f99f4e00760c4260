/**
* | output |
* | --- |
* | "What does this mean?" |
*
* @param {Devotionals_Wisdom_MeaningInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_wisdom_meaning: ((inputs?: Devotionals_Wisdom_MeaningInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Wisdom_MeaningInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Wisdom_MeaningInputs = {};
