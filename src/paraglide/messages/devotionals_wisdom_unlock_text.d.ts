/**
* | output |
* | --- |
* | "Upgrade your plan to get a new proverb with its meaning every day." |
*
* @param {Devotionals_Wisdom_Unlock_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_wisdom_unlock_text: ((inputs?: Devotionals_Wisdom_Unlock_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Wisdom_Unlock_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Wisdom_Unlock_TextInputs = {};
