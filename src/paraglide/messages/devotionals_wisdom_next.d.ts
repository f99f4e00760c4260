/**
* | output |
* | --- |
* | "Next proverb" |
*
* @param {Devotionals_Wisdom_NextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_wisdom_next: ((inputs?: Devotionals_Wisdom_NextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Wisdom_NextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Wisdom_NextInputs = {};
