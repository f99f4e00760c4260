/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Privacy_Parents_SessionsInputs */

const en_site_privacy_parents_sessions = /** @type {(inputs: Site_Privacy_Parents_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-in sessions, so that you stay signed in on your devices.`)
};

const es_site_privacy_parents_sessions = /** @type {(inputs: Site_Privacy_Parents_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las sesiones, para que sigas conectado en tus dispositivos.`)
};

/**
* | output |
* | --- |
* | "Sign-in sessions, so that you stay signed in on your devices." |
*
* @param {Site_Privacy_Parents_SessionsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_privacy_parents_sessions = /** @type {((inputs?: Site_Privacy_Parents_SessionsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Privacy_Parents_SessionsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_privacy_parents_sessions(inputs)
	return en_site_privacy_parents_sessions(inputs)
});