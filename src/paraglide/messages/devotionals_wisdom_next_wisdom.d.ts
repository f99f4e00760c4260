/**
* | output |
* | --- |
* | "Next Wisdom" |
*
* @param {Devotionals_Wisdom_Next_WisdomInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_wisdom_next_wisdom: ((inputs?: Devotionals_Wisdom_Next_WisdomInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Wisdom_Next_WisdomInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Wisdom_Next_WisdomInputs = {};
