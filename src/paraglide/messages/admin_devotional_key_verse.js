/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Devotional_Key_VerseInputs */

const en_admin_devotional_key_verse = /** @type {(inputs: Admin_Devotional_Key_VerseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Key Verse`)
};

const es_admin_devotional_key_verse = /** @type {(inputs: Admin_Devotional_Key_VerseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versículo clave`)
};

/**
* | output |
* | --- |
* | "Key Verse" |
*
* @param {Admin_Devotional_Key_VerseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_devotional_key_verse = /** @type {((inputs?: Admin_Devotional_Key_VerseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Devotional_Key_VerseInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_devotional_key_verse(inputs)
	return en_admin_devotional_key_verse(inputs)
});