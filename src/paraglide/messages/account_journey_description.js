/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Journey_DescriptionInputs */

const en_account_journey_description = /** @type {(inputs: Account_Journey_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start your journey of faith: devotionals, the Bible explorer, truth challenges, Bible games, wisdom and prayer, with a plan for every family.`)
};

const es_account_journey_description = /** @type {(inputs: Account_Journey_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empieza tu camino de fe: devocionales, el explorador bíblico, desafíos de la verdad, juegos bíblicos, sabiduría y oración, con un plan para cada familia.`)
};

/**
* | output |
* | --- |
* | "Start your journey of faith: devotionals, the Bible explorer, truth challenges, Bible games, wisdom and prayer, with a plan for every family." |
*
* @param {Account_Journey_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_journey_description = /** @type {((inputs?: Account_Journey_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Journey_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_journey_description(inputs)
	return en_account_journey_description(inputs)
});