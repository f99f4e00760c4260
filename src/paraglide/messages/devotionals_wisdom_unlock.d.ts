/**
* | output |
* | --- |
* | "Unlock Daily Wisdom!" |
*
* @param {Devotionals_Wisdom_UnlockInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_wisdom_unlock: ((inputs?: Devotionals_Wisdom_UnlockInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Wisdom_UnlockInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Wisdom_UnlockInputs = {};
