/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Share_Dialog_TitleInputs */

const en_devotionals_share_dialog_title = /** @type {(inputs: Devotionals_Share_Dialog_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share This Devotional`)
};

const es_devotionals_share_dialog_title = /** @type {(inputs: Devotionals_Share_Dialog_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comparte este devocional`)
};

/**
* | output |
* | --- |
* | "Share This Devotional" |
*
* @param {Devotionals_Share_Dialog_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_share_dialog_title = /** @type {((inputs?: Devotionals_Share_Dialog_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Share_Dialog_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_share_dialog_title(inputs)
	return en_devotionals_share_dialog_title(inputs)
});