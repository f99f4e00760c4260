/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, chapters: NonNullable<unknown>, badges: NonNullable<unknown>, games: NonNullable<unknown>, verses: NonNullable<unknown>, devotionals: NonNullable<unknown> }} Mail_Summary_ChildInputs */

const en_mail_summary_child = /** @type {(inputs: Mail_Summary_ChildInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.chapters} ${i?.badges} ${i?.games} ${i?.verses} ${i?.devotionals}`)
};

const es_mail_summary_child = /** @type {(inputs: Mail_Summary_ChildInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.chapters} ${i?.badges} ${i?.games} ${i?.verses} ${i?.devotionals}`)
};

/**
* | output |
* | --- |
* | "{name}: {chapters} {badges} {games} {verses} {devotionals}" |
*
* @param {Mail_Summary_ChildInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_summary_child = /** @type {((inputs: Mail_Summary_ChildInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Summary_ChildInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_mail_summary_child(inputs)
	return en_mail_summary_child(inputs)
});