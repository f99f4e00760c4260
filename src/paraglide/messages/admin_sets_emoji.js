/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Sets_EmojiInputs */

const en_admin_sets_emoji = /** @type {(inputs: Admin_Sets_EmojiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Emoji`)
};

const es_admin_sets_emoji = /** @type {(inputs: Admin_Sets_EmojiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Emoji`)
};

/**
* | output |
* | --- |
* | "Emoji" |
*
* @param {Admin_Sets_EmojiInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_sets_emoji = /** @type {((inputs?: Admin_Sets_EmojiInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Sets_EmojiInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_sets_emoji(inputs)
	return en_admin_sets_emoji(inputs)
});