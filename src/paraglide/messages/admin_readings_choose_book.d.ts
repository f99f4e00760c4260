/**
* | output |
* | --- |
* | "Choose a book" |
*
* @param {Admin_Readings_Choose_BookInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_readings_choose_book: ((inputs?: Admin_Readings_Choose_BookInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Readings_Choose_BookInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Readings_Choose_BookInputs = {};
