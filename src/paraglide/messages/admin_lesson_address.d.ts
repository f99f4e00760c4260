/**
* | output |
* | --- |
* | "Its address: {path}" |
*
* @param {Admin_Lesson_AddressInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_lesson_address: ((inputs: Admin_Lesson_AddressInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Lesson_AddressInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Lesson_AddressInputs = {
    path: NonNullable<unknown>;
};
