/**
* | output |
* | --- |
* | "Not you? Choose who is learning" |
*
* @param {Home_SwitchInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_switch: ((inputs?: Home_SwitchInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_SwitchInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_SwitchInputs = {};
