/**
* | output |
* | --- |
* | "Previous proverb" |
*
* @param {Devotionals_Wisdom_PreviousInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_wisdom_previous: ((inputs?: Devotionals_Wisdom_PreviousInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Wisdom_PreviousInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Wisdom_PreviousInputs = {};
