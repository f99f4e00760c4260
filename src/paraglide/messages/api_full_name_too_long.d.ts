/**
* | output |
* | --- |
* | "Please keep your name under {max} characters." |
*
* @param {Api_Full_Name_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_full_name_too_long: ((inputs: Api_Full_Name_Too_LongInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Full_Name_Too_LongInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Full_Name_Too_LongInputs = {
    max: NonNullable<unknown>;
};
