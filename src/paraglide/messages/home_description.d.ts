/**
* | output |
* | --- |
* | "{tagline}. Daily devotionals, a Bible explorer, truth challenges and Bible games for children and families." |
*
* @param {Home_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_description: ((inputs: Home_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_DescriptionInputs = {
    tagline: NonNullable<unknown>;
};
