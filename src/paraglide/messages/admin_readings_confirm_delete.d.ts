/**
* | output |
* | --- |
* | "Delete the reading for {date} ({title})?" |
*
* @param {Admin_Readings_Confirm_DeleteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_readings_confirm_delete: ((inputs: Admin_Readings_Confirm_DeleteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Readings_Confirm_DeleteInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Readings_Confirm_DeleteInputs = {
    date: NonNullable<unknown>;
    title: NonNullable<unknown>;
};
