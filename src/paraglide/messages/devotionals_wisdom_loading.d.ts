/**
* | output |
* | --- |
* | "Loading wisdom..." |
*
* @param {Devotionals_Wisdom_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_wisdom_loading: ((inputs?: Devotionals_Wisdom_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Wisdom_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Wisdom_LoadingInputs = {};
