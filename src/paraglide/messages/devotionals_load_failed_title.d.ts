/**
* | output |
* | --- |
* | "❌ Database Error" |
*
* @param {Devotionals_Load_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_load_failed_title: ((inputs?: Devotionals_Load_Failed_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Load_Failed_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Load_Failed_TitleInputs = {};
