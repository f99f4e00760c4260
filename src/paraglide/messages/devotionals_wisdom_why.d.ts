/**
* | output |
* | --- |
* | "Why does this matter?" |
*
* @param {Devotionals_Wisdom_WhyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_wisdom_why: ((inputs?: Devotionals_Wisdom_WhyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Wisdom_WhyInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Wisdom_WhyInputs = {};
