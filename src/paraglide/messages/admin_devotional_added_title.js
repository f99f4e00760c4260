/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Devotional_Added_TitleInputs */

const en_admin_devotional_added_title = /** @type {(inputs: Admin_Devotional_Added_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🌟 Devotional Added!`)
};

const es_admin_devotional_added_title = /** @type {(inputs: Admin_Devotional_Added_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🌟 ¡Devocional agregado!`)
};

/**
* | output |
* | --- |
* | "🌟 Devotional Added!" |
*
* @param {Admin_Devotional_Added_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_devotional_added_title = /** @type {((inputs?: Admin_Devotional_Added_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Devotional_Added_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_devotional_added_title(inputs)
	return en_admin_devotional_added_title(inputs)
});