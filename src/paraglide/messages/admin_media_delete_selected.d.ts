/**
* | output |
* | --- |
* | "Delete Selected ({count})" |
*
* @param {Admin_Media_Delete_SelectedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_media_delete_selected: ((inputs: Admin_Media_Delete_SelectedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Media_Delete_SelectedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Media_Delete_SelectedInputs = {
    count: NonNullable<unknown>;
};
