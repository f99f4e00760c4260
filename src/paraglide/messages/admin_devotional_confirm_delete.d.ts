/**
* | output |
* | --- |
* | "Delete the devotional “{title}” ({date})?" |
*
* @param {Admin_Devotional_Confirm_DeleteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_devotional_confirm_delete: ((inputs: Admin_Devotional_Confirm_DeleteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Devotional_Confirm_DeleteInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Devotional_Confirm_DeleteInputs = {
    title: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
