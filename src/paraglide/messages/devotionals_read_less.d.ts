/**
* | output |
* | --- |
* | "Read Less" |
*
* @param {Devotionals_Read_LessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_read_less: ((inputs?: Devotionals_Read_LessInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Read_LessInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Read_LessInputs = {};
