/**
 * About five minutes of everyday English when espeak-ng reads it at 160 words a minute. Plain words on purpose: the
 * benchmark measures the pipeline against the bare engine, and both should be judged on speech the model can know.
 */
export const PARAGRAPHS = [
  'Every morning I wake up at seven and make a cup of tea. Then I read the news for a few minutes and check the weather. ' +
    'If it is going to rain, I take the bus to work. If the sun is out, I walk through the park and listen to the birds. ' +
    'The walk takes about twenty minutes and it is the best part of my day.',
  'Our office is on the third floor of an old building near the station. There are twelve people on my team. ' +
    'We start the day with a short meeting where everyone says what they are working on. ' +
    'After that we go back to our desks and try to get as much done as we can before lunch.',
  'Last weekend my family went to the beach. The water was cold but the children did not seem to mind. ' +
    'They played in the sand for hours and built a castle with a long wall around it. ' +
    'In the afternoon we had fish and chips and then we drove home before it got dark.',
  'My grandmother lives in a small village in the country. She has a garden full of flowers and a few apple trees. ' +
    'When we visit her, she always makes a big lunch and tells us stories about when she was young. ' +
    'She says that life was harder then, but people had more time for each other.',
  'Learning a new language takes a lot of time and practice. It helps to listen to the radio and to watch films. ' +
    'It also helps to talk with people who speak the language well, even if you make mistakes. ' +
    'Most people are happy to help when they see that you are trying.',
  'The city council wants to build a new library next to the river. Some people think it is a good idea because ' +
    'the old library is too small. Others say that the money should be spent on the schools and the roads. ' +
    'There will be a public meeting next month where everyone can give their opinion.',
  'When I was a student, I worked in a restaurant in the evenings. The work was hard and the hours were long. ' +
    'But I learned how to talk to people and how to stay calm when things went wrong. ' +
    'I still think about that job whenever I eat out, and I always leave a good tip.',
  'Doctors say that we should sleep for at least seven hours every night. Sleep helps the body to rest and the mind to ' +
    'remember what we learned during the day. People who do not get enough sleep often feel tired and find it hard to ' +
    'think clearly. A quiet room and a regular bedtime can make a big difference.',
  'On Friday evening we are going to have a party for my brother. He is moving to another country for a new job. ' +
    'We will miss him very much, but we are also happy for him. His friends are going to bring food and music, ' +
    'and we hope that the weather will be good enough to sit outside in the garden.',
  'The train was late again this morning, so I called my manager to tell her that I would miss the first meeting. ' +
    'She said that it was not a problem and that she would send me the notes. ' +
    'I used the time to read a book, and by the time the train came I had finished two chapters.',
  'Many people like to cook at home because it is cheaper and healthier than eating out. ' +
    'You do not need to be a great cook to make a good meal. A few fresh vegetables, some rice and a little oil ' +
    'are enough for a simple dinner. The most important thing is to enjoy the food with the people you love.',
  'We moved into a new flat in the spring. It is smaller than our old house, but it is close to the shops and the ' +
    'school. The neighbours are friendly and they helped us carry the boxes up the stairs. ' +
    'It took us a whole month to unpack everything and to find a place for all our books.',
  'My sister has just started to learn the piano. She practises for half an hour every day after school. ' +
    'At first the music was very slow and full of mistakes, but now she can play a few simple songs. ' +
    'Her teacher says that she has a good ear and that she should keep going.',
  'The hospital needs more nurses and doctors. Many of the staff work long hours and they are very tired. ' +
    'The government has promised to give more money to train young people for these jobs. ' +
    'Until then, the hospital will ask for help from other towns in the region.',
  'Yesterday it snowed for the first time this winter. The roads were white and the cars moved very slowly. ' +
    'The children were excited and they ran outside to make a snowman in the garden. ' +
    'In the evening we sat by the fire, drank hot chocolate and watched an old film together.',
  'If you want to save money, it is a good idea to write down everything you spend for one month. ' +
    'Most people are surprised to see how much they spend on small things like coffee and snacks. ' +
    'When you know where the money goes, it is much easier to make a plan and to stick to it.',
];
