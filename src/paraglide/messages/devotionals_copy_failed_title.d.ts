/**
* | output |
* | --- |
* | "Error" |
*
* @param {Devotionals_Copy_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_copy_failed_title: ((inputs?: Devotionals_Copy_Failed_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Copy_Failed_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Copy_Failed_TitleInputs = {};
