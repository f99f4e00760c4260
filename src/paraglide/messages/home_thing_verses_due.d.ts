/**
* | n | output |
* | --- | --- |
* | "one" | "{count} verse to practise today" |
* | "other" | "{count} verses to practise today" |
*
* @param {Home_Thing_Verses_DueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_thing_verses_due: ((inputs: Home_Thing_Verses_DueInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Thing_Verses_DueInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Thing_Verses_DueInputs = {
    count: NonNullable<unknown>;
};
