import type { Translation } from '../../catalogue';
import type * as de from '../../de/translation';

export const translationSettings: Translation<typeof de.translationSettings> = {
  title: 'Переклад внесків',
  intro: 'Відвідувачі можуть отримати машинний переклад відповідей і коментарів своєю мовою. Для цього сервер надсилає текст внеску до сервісу LibreTranslate; тоді політика конфіденційності його називає.',
  enabled: 'Пропонувати переклад внесків',
  url: 'Адреса сервісу LibreTranslate',
  urlHelp: 'З https://, напр. https://translate.example.org. Переклад виконується мовами інтерфейсу (налаштування «sprachen»).',
  apiKey: 'Ключ API',
  apiKeySet: 'Ключ установлено. Залиште порожнім, щоб його зберегти.',
  apiKeyNone: 'Ключ не встановлено. Необов’язково, якщо сервіс його не вимагає.',
  clearApiKey: 'Видалити збережений ключ',
  save: 'Зберегти переклад',
  saved: 'Налаштування перекладу збережено.',
  failed: 'Налаштування перекладу не збережено.',
  loadFailed: 'Не вдалося завантажити налаштування перекладу.',
};
