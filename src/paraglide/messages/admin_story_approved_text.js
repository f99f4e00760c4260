/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Admin_Story_Approved_TextInputs */

const en_admin_story_approved_text = /** @type {(inputs: Admin_Story_Approved_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.title}" will appear on Keep it Real after the rebuild.`)
};

const es_admin_story_approved_text = /** @type {(inputs: Admin_Story_Approved_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.title}" aparecerá en Keep it Real tras la reconstrucción.`)
};

/**
* | output |
* | --- |
* | "\"{title}\" will appear on Keep it Real after the rebuild." |
*
* @param {Admin_Story_Approved_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_story_approved_text = /** @type {((inputs: Admin_Story_Approved_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Story_Approved_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_story_approved_text(inputs)
	return en_admin_story_approved_text(inputs)
});