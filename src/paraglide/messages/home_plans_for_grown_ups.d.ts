/**
* | output |
* | --- |
* | "Plans are for grown-ups" |
*
* @param {Home_Plans_For_Grown_UpsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_plans_for_grown_ups: ((inputs?: Home_Plans_For_Grown_UpsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Plans_For_Grown_UpsInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Plans_For_Grown_UpsInputs = {};
