/**
* | output |
* | --- |
* | "Back to my home" |
*
* @param {Home_Back_To_My_HomeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_back_to_my_home: ((inputs?: Home_Back_To_My_HomeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Back_To_My_HomeInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Back_To_My_HomeInputs = {};
