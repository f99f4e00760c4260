/**
* | output |
* | --- |
* | "Hi {name}!" |
*
* @param {Home_HiInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_hi: ((inputs: Home_HiInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_HiInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_HiInputs = {
    name: NonNullable<unknown>;
};
